/**
 * Dispatched on `document` once React has hydrated the page: the early-tap keeper written into
 * each prerendered page (server/pages/early-taps.ts) then carries out the taps it held.
 */
export const HYDRATED_EVENT = "resort:hydrated";
