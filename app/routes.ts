import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { routeEntries } from '#site/pages';
import { testRoutesEnabled } from './config/build-flags';

/** The routes, from the page table: each page's id, path and module (site/pages.ts). */
export default routeEntries({ testRoutes: testRoutesEnabled }).map(({ id, path, file }) =>
  path === null ? index(file, { id }) : route(path, file, { id }),
) satisfies RouteConfig;
