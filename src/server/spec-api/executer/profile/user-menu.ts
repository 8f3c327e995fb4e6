import type { MeResponse } from '#shared/schemas/auth.ts';
import { text } from '../../texts.ts';
import { okBody, requireCaller } from '../answers.ts';
import type { SqlIdHandler } from '../sql-id.ts';

/**
 * sqlId 27, user menu: the caller's menu entries with their select / insert / update / delete
 * flags, exactly as GET /api/auth/me gives them (the same rights our own client's guards read).
 */
export const userMenuSqlId: SqlIdHandler = {
  sqlId: 27,
  summary: 'User menu: the caller’s menu entries with select/insert/update/delete flags',
  async run(context) {
    requireCaller(context);
    const { menu } = okBody<MeResponse>(
      await context.call({ url: '/api/auth/me' }),
      context.language,
    );
    return menu.map((entry) => ({
      id: entry.id,
      name: entry.name,
      description: text(context.language, entry.labelKey) ?? entry.name,
      icon_name: entry.iconName,
      link: entry.link,
      parent_id: entry.parentId,
      hidden: entry.hidden,
      select: entry.select,
      insert: entry.insert,
      update: entry.update,
      delete: entry.delete,
    }));
  },
};
