import { createRequestHandler, matchRoutes, type DataRouteObject, type ServerBuild } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import appRoutes from "~/routes";
import {
  HTTP_METHODS,
  adminAccessOf,
  isAdminViewsGuard,
  type HttpMethod,
} from "~/features/security/gates.server";

/**
 * app/routes.ts with each route's module loaded, as React Router sees it: ids are the module paths
 * without extension, paths are full. The 401 matrix, callRoute and the test request handler all
 * read the route table from here, so a route added to app/routes.ts is in every one of them.
 */
export type RouteModule = { middleware?: unknown[]; loader?: unknown; action?: unknown; default?: unknown };
export type TableRoute = {
  id: string;
  parentId: string;
  path: string;
  /** The path as written in the route config (relative to the parent's). */
  relativePath?: string;
  index: boolean;
  file: string;
  module: RouteModule;
  isLeaf: boolean;
};

const APP_DIR = new URL("../../app/", import.meta.url);
const routeId = (file: string) => file.replace(/\.[jt]sx?$/, "");

/** Loads every module of a route config (app/routes.ts by default; tests pass fixtures). */
export async function loadRouteTable(
  config: RouteConfigEntry[] = appRoutes,
  importFile: (file: string) => Promise<RouteModule> = (file) => import(new URL(file, APP_DIR).href),
): Promise<TableRoute[]> {
  const table: TableRoute[] = [];
  const walk = async (entries: RouteConfigEntry[], parentId: string, parentPath: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parentPath}/${entry.path}`.replace(/\/+/g, "/") : parentPath;
      const id = entry.id ?? routeId(entry.file);
      const children = entry.children ?? [];
      const module = await importFile(entry.file);
      table.push({
        id,
        parentId,
        path,
        relativePath: entry.path,
        index: !!entry.index,
        file: entry.file,
        module,
        isLeaf: !children.length,
      });
      await walk(children, id, path);
    }
  };
  await walk(config, "root", "");
  return table;
}

/** The nested route objects of the table, for React Router's own matching and static handler. */
export function dataRoutesOf(table: TableRoute[]): DataRouteObject[] {
  const build = (parentId: string): DataRouteObject[] =>
    table
      .filter((r) => r.parentId === parentId)
      .map(
        (r) =>
          ({
            id: r.id,
            path: r.relativePath,
            index: r.index,
            children: r.index ? undefined : build(r.id),
            loader: r.module.loader,
            action: r.module.action,
            middleware: r.module.middleware,
          }) as DataRouteObject,
      );
  return [{ id: "root", path: "", children: build("root") }];
}

/** The route React Router picks for a path (its own matching and ranking). */
export function routeForPath(table: TableRoute[], path: string): TableRoute | undefined {
  const id = matchRoutes(dataRoutesOf(table), path)?.at(-1)?.route.id;
  return table.find((r) => r.id === id);
}

const chainOf = (table: TableRoute[], route: TableRoute): TableRoute[] => {
  const parent = table.find((r) => r.id === route.parentId);
  return parent ? [...chainOf(table, parent), route] : [route];
};

export type PrivateEndpoint = { method: HttpMethod; path: string; file: string };

/**
 * Every (method, path) that needs an admin session, read from the requireAdmin middleware each route
 * and its layouts declare: a method is private when some gate in the chain does not list it as public.
 */
export function privateEndpoints(table: TableRoute[]): PrivateEndpoint[] {
  return table
    .filter((r) => r.isLeaf)
    .flatMap((route) => {
      const gates = chainOf(table, route).flatMap((r) =>
        (r.module.middleware ?? []).map(adminAccessOf).filter((a) => a !== undefined),
      );
      if (!gates.length) return [];
      return HTTP_METHODS.filter((m) => gates.some((g) => !g.publicMethods.includes(m))).map((method) => ({
        method,
        path: route.path,
        file: route.file,
      }));
    });
}

export type PrivateView = { id: string; path: string; file: string; hasLoader: boolean; hasAction: boolean };

/**
 * Every page behind the admin pages' guard (guardAdminViews in a layout of its chain): its loader and
 * action need an admin session, whatever the view's own code does.
 */
export function privateViews(table: TableRoute[]): PrivateView[] {
  return table
    .filter((r) => r.isLeaf)
    .filter((r) => chainOf(table, r).some((c) => (c.module.middleware ?? []).some(isAdminViewsGuard)))
    .map((r) => ({
      id: r.id,
      path: r.path,
      file: r.file,
      hasLoader: typeof r.module.loader === "function",
      hasAction: typeof r.module.action === "function",
    }));
}

/**
 * A server build over the table, as `react-router build` makes it for the server (root, entry and
 * route modules; no client assets): createApp and createRequestHandler take it as they take the real one.
 */
export async function serverBuildFor(table: TableRoute[]): Promise<ServerBuild> {
  const root = (await import("~/root")) as RouteModule;
  const entry = await import("~/entry.server");
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: root as never },
  };
  for (const r of table) {
    routes[r.id] = {
      id: r.id,
      parentId: r.parentId,
      index: r.index || undefined,
      path: r.relativePath,
      module: r.module as never,
    } as ServerBuild["routes"][string];
  }
  const build = {
    entry: { module: entry },
    routes,
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return build;
}

/** React Router's request handler over the table (the server's own code path). */
export async function requestHandlerFor(table: TableRoute[]) {
  return createRequestHandler(await serverBuildFor(table), "test");
}
