import { useTranslation } from 'react-i18next';
import type { AdminUser, UserState } from '#shared/schemas/user-admin.ts';

const TONE = {
  active: 'success',
  inactive: 'danger',
  unconfirmed: 'warning',
} as const satisfies Record<UserState, string>;

export const stateOf = (user: Pick<AdminUser, 'active' | 'emailConfirmed'>): UserState =>
  !user.active ? 'inactive' : user.emailConfirmed ? 'active' : 'unconfirmed';

/** Active, inactive or unconfirmed as a coloured label (text, not colour alone). */
export function UserStateTag({ user }: { user: Pick<AdminUser, 'active' | 'emailConfirmed'> }) {
  const { t } = useTranslation();
  const state = stateOf(user);
  return (
    <span className={`status-pill status-pill--${TONE[state]}`}>
      {t(`userAdmin.users.states.${state}`)}
    </span>
  );
}
