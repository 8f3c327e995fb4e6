import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydratedMatches } from './hydrated-matches.ts';

const jobs: RouteObject = { id: 'jobs', path: '/jobs' };
const detail: RouteObject = { id: 'jobDetail', path: '/job-detail/:name/:encryptedId' };
const home: RouteObject = { id: 'home', path: '/' };
const publicLayout: RouteObject = { id: 'publicLayout', children: [home, jobs] };
const adaptiveLayout: RouteObject = { id: 'adaptiveLayout', children: [detail] };
const notFound: RouteObject = { id: 'catchAll', path: '*' };
const root: RouteObject = { id: 'root', children: [publicLayout, adaptiveLayout, notFound] };
const at = (pathname: string) => ({ pathname, search: '', hash: '' });

describe('hydratedMatches', () => {
  it('finds the routes the loader data names, with their parents, whatever the address', () => {
    expect(hydratedMatches([root], { jobs: null }, at('/jobs'))).toEqual([
      root,
      publicLayout,
      jobs,
    ]);
    expect(hydratedMatches([root], { jobDetail: null }, at('/anything'))).toEqual([
      root,
      adaptiveLayout,
      detail,
    ]);
  });

  it('counts a parent once when the loader data names it and a child', () => {
    expect(hydratedMatches([root], { root: null, home: null }, at('/'))).toEqual([
      root,
      publicLayout,
      home,
    ]);
  });

  it('matches the address when the loader data names no route of the table', () => {
    expect(hydratedMatches([root], {}, at('/jobs'))).toEqual([root, publicLayout, jobs]);
    expect(hydratedMatches([root], { gone: null }, at('/nowhere'))).toEqual([root, notFound]);
  });
});
