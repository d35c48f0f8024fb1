// Who may do what with a project's design (design/b2b.md §2): the owner, members and the project's
// managers read and edit it and draw its PDF; another manager, another customer and a guest get
// graphql-authorization for every operation, and nothing changes.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { type Any, createProject, errorOf, newManager, ok } from '../projects/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADD,
  addLine,
  addManager,
  addMember,
  DESIGN,
  insertDesignCatalogue,
  multipartGql,
  PDF,
  photo,
  REMOVE,
  UPDATE,
} from './helpers.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-design-media-'));
const api = useTestApi({ ...FAST_HASHING, MEDIA_DIR: mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

type Role = 'owner' | 'member' | 'project manager' | 'another manager' | 'another customer' | 'guest';
const ROLES: Role[] = ['owner', 'member', 'project manager', 'another manager', 'another customer', 'guest'];
const ALLOWED = new Set<Role>(['owner', 'member', 'project manager']);

let people: Record<Role, Record<string, string>>;
let projectId: number;
let line: number;
let ownerHeaders: Record<string, string>;

beforeAll(async () => {
  const { sofa } = await insertDesignCatalogue(api.database.db, mediaDir, 'AUTH');
  const owner = await newShopper(api);
  ownerHeaders = owner.headers;
  projectId = (await createProject(api, owner, 'Лобби гостиницы')).project_id;
  line = await addLine(api.database.db, projectId, sofa);
  const member: Shopper = await newShopper(api);
  await addMember(api.database.db, projectId, member.id);
  const manager = await newManager(api);
  await addManager(api.database.db, projectId, manager.id);
  people = {
    owner: owner.headers,
    member: member.headers,
    'project manager': manager.headers,
    'another manager': (await newManager(api)).headers,
    'another customer': (await newShopper(api)).headers,
    guest: {},
  };
});

/** The design as the owner sees it, links left out (they are signed per answer). */
async function snapshot(): Promise<unknown> {
  const res = await api.gql<Any>(DESIGN, { variables: { id: String(projectId) }, headers: ownerHeaders });
  const files = (() => {
    try {
      return readdirSync(join(api.projectMediaDir, 'images')).sort();
    } catch {
      return [];
    }
  })();
  return {
    elements: ok(res).projects.items[0].design_elements.map(({ url_image, ...rest }: Any) => ({
      ...rest,
      picture: url_image !== null,
    })),
    files,
  };
}

async function addText(headers: Record<string, string>, text: string) {
  return api.gql<Any>(ADD, {
    variables: { project_id: projectId, input: { element_type: 'TEXT', text } },
    headers,
  });
}

describe.each(ROLES)('the %s', (role) => {
  const allowed = ALLOWED.has(role);
  const expectRefused = (res: Parameters<typeof errorOf>[0]) => {
    expect(errorOf(res).category).toBe('graphql-authorization');
  };

  it(allowed ? 'reads the design' : 'cannot read the design', async () => {
    const res = await api.gql<Any>(DESIGN, { variables: { id: String(projectId) }, headers: people[role] });
    if (allowed) expect(ok(res).projects.items[0].design_elements).toEqual(expect.any(Array));
    // A guest is refused; a signed-in stranger does not find the project among theirs.
    else if (role === 'guest') expectRefused(res);
    else expect(ok(res).projects.items).toEqual([]);
  });

  it(
    allowed ? 'adds, changes and removes elements and uploads pictures' : 'changes nothing of the design',
    async () => {
      const before = await snapshot();
      const upload = await multipartGql(
        api,
        ADD,
        {
          project_id: projectId,
          input: {
            element_type: 'IMAGE_BOARD',
            name: `Board of the ${role}`,
            image: null,
            image_map: [{ project_product_id: line, x_coordinate: 0.4, y_coordinate: 0.6 }],
          },
        },
        { bytes: await photo(300, 200), name: 'board.jpg', type: 'image/jpeg' },
        people[role],
      );
      if (!allowed) {
        expectRefused(upload);
        // An element the owner made, which the caller then tries to change and remove.
        const target = ok(
          await addText(ownerHeaders, `target for the ${role}`),
        ).addDesignElementToProject.design_elements.at(-1).id;
        const after = await snapshot();
        for (const res of [
          await addText(people[role], 'not mine to add'),
          await api.gql(UPDATE, {
            variables: { project_id: projectId, element_id: target, input: { text: 'changed' } },
            headers: people[role],
          }),
          await api.gql(REMOVE, {
            variables: { project_id: projectId, element_id: target },
            headers: people[role],
          }),
          await api.gql(PDF, { variables: { project_id: projectId }, headers: people[role] }),
        ]) {
          expectRefused(res);
        }
        expect(await snapshot()).toEqual(after);
        expect(after).not.toEqual(before);
        return;
      }
      const board = ok(upload).addDesignElementToProject.design_elements.find(
        (element: Any) => element.name === `Board of the ${role}`,
      );
      expect(board.image_map).toEqual([{ project_product_id: line, x_coordinate: 0.4, y_coordinate: 0.6 }]);
      const changed = ok(
        await api.gql<Any>(UPDATE, {
          variables: { project_id: projectId, element_id: board.id, input: { text: 'changed' } },
          headers: people[role],
        }),
      ).updateProjectDesignElement.design_elements.find((element: Any) => element.id === board.id);
      expect(changed.text).toBe('changed');
      const pdf = ok(
        await api.gql<Any>(PDF, { variables: { project_id: projectId }, headers: people[role] }),
      );
      expect(pdf.generateDesignPdf.file_name).toBe(`project-${projectId}-design.pdf`);
      const left = ok(
        await api.gql<Any>(REMOVE, {
          variables: { project_id: projectId, element_id: board.id },
          headers: people[role],
        }),
      ).removeDesignElementFromProject.design_elements;
      expect(left.map((element: Any) => element.id)).not.toContain(board.id);
    },
  );
});
