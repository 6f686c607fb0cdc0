/** The service worker's cache of the signed-in user's pictures (GET /api/images/:id and /card). */
export const USER_IMAGES_CACHE = 'recipe-kitchen-user-images';

/** The store's image addresses the worker keeps for offline viewing; never the upload or the search. */
export const USER_IMAGE_PATH = /^\/api\/images\/[A-Za-z0-9_-]{43}(?:\/card)?$/;

/** Where those addresses start: requests under it are still sent to the worker (see apiRoutesBypass). */
export const USER_IMAGE_PATH_PREFIX = '/api/images/';
