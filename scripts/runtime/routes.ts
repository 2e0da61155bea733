/**
 * Which function answers a request, read from each function's own exported `config`, the way Netlify
 * routes Functions v2: `path` and `excludedPath` are URLPattern pathnames (literal paths compared exactly,
 * patterns with `:param`, `*` or groups matched with an optional trailing slash), `method` narrows the
 * methods, and a function without `path` answers at /.netlify/functions/<name>.
 */
import { URLPattern } from 'urlpattern-polyfill';

/** The parts of a function's `config` that decide routing (a subset of @netlify/functions' Config). */
export type RouteConfig = {
  path?: string | string[];
  excludedPath?: string | string[];
  method?: string | string[];
  preferStatic?: boolean;
  schedule?: string;
};

type Matcher = { pattern: string; test: (path: string) => Record<string, string> | null };

export type Route = {
  name: string;
  /** Returns the path parameters when this function answers `path` with `method`, otherwise null. */
  match: (path: string, method: string) => { params: Record<string, string>; pattern: string } | null;
  preferStatic: boolean;
};

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const isExpression = (part: string) => /[*{[(]/.test(part) || part.startsWith(':');

function matcher(functionName: string, path: string): Matcher {
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw new Error(
      `Function ${functionName}: every path must be a string starting with "/", got ${JSON.stringify(path)}`,
    );
  }
  if (!path.split('/').some(isExpression)) {
    return { pattern: path, test: (candidate) => (candidate === path ? {} : null) };
  }
  const compiled = new URLPattern({ pathname: path });
  return {
    pattern: path,
    test: (candidate) => {
      const found = compiled.exec({ pathname: candidate }) ?? compiled.exec({ pathname: `${candidate}/` });
      if (!found) return null;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(found.pathname.groups)) {
        if (value !== undefined && !/^\d+$/.test(key)) params[key] = value;
      }
      return params;
    },
  };
}

/** Netlify compares paths without their trailing slash, case-insensitively. */
export function normalizePath(path: string): string {
  const trimmed = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.toLowerCase();
}

export function compileRoute(name: string, config: RouteConfig = {}): Route {
  const paths = list(config.path).map((p) => matcher(name, p));
  const excluded = list(config.excludedPath).map((p) => matcher(name, p));
  const methods = list(config.method).map((m) => m.toUpperCase());
  const defaultPath = `/.netlify/functions/${name}`.toLowerCase();

  return {
    name,
    preferStatic: config.preferStatic === true,
    match(rawPath, method) {
      if (methods.length > 0 && !methods.includes(method.toUpperCase())) return null;
      const path = normalizePath(rawPath);
      if (paths.length === 0) {
        return path === defaultPath || path.startsWith(`${defaultPath}/`) ? { params: {}, pattern: defaultPath } : null;
      }
      for (const candidate of paths) {
        const params = candidate.test(path);
        if (!params) continue;
        if (excluded.some((e) => e.test(path))) return null;
        return { params, pattern: candidate.pattern };
      }
      return null;
    },
  };
}

/** The first function that answers this path and method, with its parameters. */
export function findRoute(routes: Route[], path: string, method: string) {
  for (const route of routes) {
    const found = route.match(path, method);
    if (found) return { route, ...found };
  }
  return null;
}
