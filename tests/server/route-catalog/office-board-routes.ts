/** The office board routes of the catalog: today's board, and the board as an event stream. */
import { apiPaths } from '@domain/gateway/api-shapes';
import { route } from './route-case';
import type { RouteCase } from './route-case';

export const officeBoardRoutes: readonly RouteCase[] = [
  route({
    label: `GET ${apiPaths.officeToday} (the caller's branch today)`,
    method: 'GET',
    template: apiPaths.officeToday,
    access: 'admin token',
    identity: 'caller',
  }),
  route({
    label: `GET ${apiPaths.officeTodayEvents} (the caller's branch today, as events; read up to the first board)`,
    method: 'GET',
    template: apiPaths.officeTodayEvents,
    access: 'admin token',
    identity: 'caller',
  }),
];
