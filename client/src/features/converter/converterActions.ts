/**
 * The converter's code for when the user acts (reads a file, imports a link, converts): the request
 * schema, the server call, the picture search. Loaded on the first such action, not with the screen;
 * the service worker precaches it with every other chunk, so it is there offline too.
 */
export { readFileText } from './fileReaders';
export { buildGenerateRequest, validateRequest } from './generationRequest';
export { findRecipeImage } from './recipeImage';
export { importRecipeLink, linkIn, unreadableLinkIn } from './recipeLink';
export { generateOnServer } from './serverGeneration';
