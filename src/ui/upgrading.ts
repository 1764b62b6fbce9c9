/**
 * Resolves if the store of an earlier version is being brought up to date as it opens. Apart from
 * ./db, whose importers wait until the store is open, so that the page can say so meanwhile.
 */
let announce = () => {};
export const upgrading = new Promise<void>((resolve) => (announce = resolve));
export const announceUpgrading = (): void => announce();
