// What the server and other modules use of project design: the media settings attached to each
// request, the signed /project-media/ route, and the demo boards the seed draws.

export { storeImage } from './files.ts';
export { normaliseImage } from './image.ts';
export { isProjectMediaRequest, serveProjectMedia } from './serve.ts';
export { attachProjectMedia, type ProjectMediaSettings, projectMediaSettings } from './settings.ts';
