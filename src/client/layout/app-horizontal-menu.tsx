import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, matchPath, useLocation } from 'react-router';
import type { SidebarGroup, SidebarItem } from './sidebar-groups.ts';

type AppHorizontalMenuProps = {
  groups: readonly SidebarGroup[];
  onNavigate: () => void;
};

const isActive = (item: SidebarItem, pathname: string) =>
  matchPath({ path: item.to, end: false }, pathname) !== null;

/** The top-level controls of the bar, in order: group buttons and loose links. */
function topLevelControls(bar: HTMLElement | null): HTMLElement[] {
  return bar ? [...bar.querySelectorAll<HTMLElement>('[data-menubar-item]')] : [];
}

function focusSibling(current: HTMLElement, step: 1 | -1 | 'first' | 'last') {
  const controls = topLevelControls(current.closest<HTMLElement>('.app-hmenu'));
  if (controls.length === 0) return;
  const index = controls.indexOf(current);
  const next =
    step === 'first'
      ? 0
      : step === 'last'
        ? controls.length - 1
        : (index + step + controls.length) % controls.length;
  controls[next]?.focus();
}

function focusEntry(groupId: string, which: 'first' | 'last') {
  const links = document.querySelectorAll<HTMLElement>(`#${groupId}-menu a`);
  (which === 'first' ? links[0] : links[links.length - 1])?.focus();
}

/**
 * The menu of the horizontal menu mode: a bar of the menu's groups, each opening a dropdown of its
 * entries (click, Enter, Space or the arrow keys; Escape closes it and gives focus back), and the
 * loose entries as plain links. The group holding the current page is marked as current.
 */
export function AppHorizontalMenu({ groups, onNavigate }: AppHorizontalMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  /** Which entry of the dropdown being opened gets focus once it renders. */
  const focusTarget = useRef<'first' | 'last' | null>(null);
  const barRef = useRef<HTMLUListElement>(null);

  // A click or focus outside the bar closes the dropdown.
  useEffect(() => {
    if (!openId) return;
    const outside = (event: Event) => {
      if (!barRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [openId]);

  // Navigating closes it too.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenId(null);
  }

  useEffect(() => {
    if (!openId || !focusTarget.current) return;
    focusEntry(openId, focusTarget.current);
    focusTarget.current = null;
  }, [openId]);

  const open = (id: string, focus: 'first' | 'last' | null) => {
    if (openId === id) {
      if (focus) focusEntry(id, focus);
      return;
    }
    focusTarget.current = focus;
    setOpenId(id);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        open(id, 'first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        open(id, 'last');
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (openId === id) setOpenId(null);
        else open(id, 'first');
        break;
      case 'Escape':
        setOpenId(null);
        break;
      default:
        onBarKey(event);
    }
  };

  /** Left and right (mirrored in RTL), Home and End move along the bar. */
  const onBarKey = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const keys: Record<string, 1 | -1 | 'first' | 'last'> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: 'first',
      End: 'last',
    };
    const step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setOpenId(null);
    focusSibling(event.currentTarget, step);
  };

  const onDropdownKey = (event: KeyboardEvent<HTMLUListElement>, id: string) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a')];
    const index = links.indexOf(document.activeElement as HTMLElement);
    const button = document.getElementById(`${id}-button`);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        links[(index + 1) % links.length]?.focus();
        break;
      case 'ArrowUp':
        event.preventDefault();
        links[(index - 1 + links.length) % links.length]?.focus();
        break;
      case 'Home':
        event.preventDefault();
        links[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        links.at(-1)?.focus();
        break;
      case 'Escape':
        event.preventDefault();
        setOpenId(null);
        button?.focus();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (button) {
          event.preventDefault();
          setOpenId(null);
          const rtl = document.documentElement.dir === 'rtl';
          focusSibling(button, (event.key === 'ArrowRight') !== rtl ? 1 : -1);
        }
        break;
      case 'Tab':
        setOpenId(null);
        break;
      default:
    }
  };

  const link = (item: SidebarItem, topLevel: boolean) => {
    const text = t(item.labelKey, { defaultValue: item.name });
    return (
      <NavLink
        className="app-hmenu__link"
        to={item.to}
        onClick={() => {
          setOpenId(null);
          onNavigate();
        }}
        onKeyDown={topLevel ? onBarKey : undefined}
        data-menubar-item={topLevel ? '' : undefined}
      >
        <span className={item.icon} aria-hidden="true" />
        <span>{text}</span>
      </NavLink>
    );
  };

  return (
    <ul ref={barRef} className="app-hmenu">
      {groups.flatMap((group) => {
        if (!group.labelKey)
          return group.items.map((item) => (
            <li key={item.id} className="app-hmenu__item">
              {link(item, true)}
            </li>
          ));
        const label = t(group.labelKey, { defaultValue: group.labelKey.replace(/^menu\./, '') });
        const expanded = openId === group.id;
        const current = group.items.some((item) => isActive(item, pathname));
        return [
          <li key={group.id} className="app-hmenu__item">
            <button
              id={`${group.id}-button`}
              type="button"
              className={`app-hmenu__button${current ? ' app-hmenu__button--current' : ''}`}
              aria-expanded={expanded}
              aria-controls={`${group.id}-menu`}
              data-menubar-item=""
              onClick={() => (expanded ? setOpenId(null) : open(group.id, null))}
              onKeyDown={(event) => onButtonKey(event, group.id)}
            >
              {group.icon && <span className={group.icon} aria-hidden="true" />}
              <span>{label}</span>
              {current && (
                <span className="visually-hidden">{t('layout.shell.currentSection')}</span>
              )}
              <span
                className={`pi ${expanded ? 'pi-angle-up' : 'pi-angle-down'} app-hmenu__chevron`}
                aria-hidden="true"
              />
            </button>
            <ul
              id={`${group.id}-menu`}
              className="app-hmenu__dropdown"
              aria-label={label}
              hidden={!expanded}
              onKeyDown={(event) => onDropdownKey(event, group.id)}
            >
              {group.items.map((item) => (
                <li key={item.id}>{link(item, false)}</li>
              ))}
            </ul>
          </li>,
        ];
      })}
    </ul>
  );
}
