// Project design: thin resolvers, one service call each.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { generateDesignPdf } from './pdf-service.ts';
import { addDesignElement, designElements, removeDesignElement, updateDesignElement } from './service.ts';
import { uploadScalar } from './upload.ts';

export const projectDesignResolvers = {
  Upload: uploadScalar,
  Mutation: {
    addDesignElementToProject: (_, args, ctx) => addDesignElement(ctx, args),
    updateProjectDesignElement: (_, args, ctx) => updateDesignElement(ctx, args),
    removeDesignElementFromProject: (_, args, ctx) => removeDesignElement(ctx, args),
    generateDesignPdf: (_, args, ctx) => generateDesignPdf(ctx, args.project_id),
  },
  Project: {
    design_elements: (view, _, ctx) => designElements(ctx, view),
  },
} satisfies Resolvers;
