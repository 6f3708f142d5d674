/**
 * The local storage key (under the app's prefix, src/core/storage.ts) of the dark mode chosen in
 * the app: 'true' or 'false'. The identity provider's pages read it too, to match the app.
 */
export const darkModeStorageKey = 'darkMode'
