// The `Upload` scalar: a file of a GraphQL multipart request (decision 0031), as Yoga hands it over.
import { GraphQLScalarType } from 'graphql';
import { inputError } from '../../shared/errors.ts';
import { isUploadedFile } from '../../shared/uploaded-file.ts';

const NOT_A_FILE =
  'Upload values are files sent with the GraphQL multipart request convention (fields operations, map and the file).';

export const uploadScalar = new GraphQLScalarType<File, never>({
  name: 'Upload',
  description: 'A file sent with the GraphQL multipart request convention.',
  parseValue(value) {
    if (!isUploadedFile(value)) throw inputError(NOT_A_FILE);
    return value;
  },
  parseLiteral() {
    throw inputError(NOT_A_FILE);
  },
  serialize() {
    throw new Error('Upload is an input type only');
  },
});
