/** The pages of the main menu, in order. */
export const menuPaths = ['/', '/about', '/doctor', '/services', '/medical-booking', '/global-influence', '/cases', '/videos'];

/** The Fluent key of a menu entry: `/` → nav-home, `/medical-booking` → nav-medical-booking. */
export const navKey = (path: string) => `nav-${path === '/' ? 'home' : path.slice(1)}`;

export const menuItems = menuPaths.map((path) => ({ path, key: navKey(path) }));
