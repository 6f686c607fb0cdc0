import { lazy, Suspense, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/domain/limits';
import { SHELL_TEXTS, timeAgo, unreadBadgeText } from '../../../../shared/domain/shellTexts';
import type { NotificationDoc } from '../../../../shared/schemas/notification';
import { useNotifications } from '../../data';
import { Button } from '../../ui/Button';
import { DropdownMenu, MenuItem, MenuLabel } from '../../ui/DropdownMenu';

/** The detail dialog's code is fetched when a notification is first opened. */
const Dialog = lazy(() => import('../../ui/Dialog').then((m) => ({ default: m.Dialog })));

const BELL_ICON = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** Bell with unread badge (9+), list, Mark all as read, per-item delete and a detail dialog. */
export function NotificationsBell() {
  const { items, unread, markRead, markAllRead, remove } = useNotifications();
  const [detail, setDetail] = useState<NotificationDoc | null>(null);
  // The chosen notification waits until the (modal) menu has fully closed: a dialog opened from inside it would inherit its pointer lock.
  const chosen = useRef<NotificationDoc | null>(null);
  // Mounted from the first opening on, so closing keeps its animation and focus return.
  const dialogUsed = useRef(false);
  if (detail) dialogUsed.current = true;
  const badge = unreadBadgeText(unread, LIMITS.notificationBadgeCap);
  return (
    <>
      <DropdownMenu
        triggerClassName="menu__trigger bell"
        triggerLabel={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        contentClassName="notifications"
        trigger={
          <>
            {BELL_ICON}
            {badge ? (
              <span className="bell__badge" aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </>
        }
        onCloseAutoFocus={(event) => {
          if (!chosen.current) return;
          event.preventDefault();
          setDetail(chosen.current);
          chosen.current = null;
        }}
      >
        <div className="notifications__head">
          <MenuLabel className="notifications__title">Notifications</MenuLabel>
          <MenuItem className="notifications__mark" disabled={unread === 0} onSelect={() => void markAllRead()}>
            {SHELL_TEXTS.markAllRead}
          </MenuItem>
        </div>
        {items.length === 0 ? <p className="notifications__empty muted">No notifications yet.</p> : null}
        {items.map((n) => (
          <div key={n.id} className={`notifications__row${n.isRead ? '' : ' notifications__row--unread'}`}>
            <MenuItem
              className="notifications__item"
              onSelect={() => {
                if (!n.isRead) void markRead(n.id);
                chosen.current = n;
              }}
            >
              <span className="notifications__text">
                <span className="notifications__item-title">{n.title}</span>
                <span className="notifications__message muted">{n.message}</span>
              </span>
              <span className="notifications__time muted">{timeAgo(n.createdAt)}</span>
            </MenuItem>
            <MenuItem className="notifications__delete" onSelect={() => void remove(n.id)} aria-label={`Delete notification ${n.title}`}>
              ×
            </MenuItem>
          </div>
        ))}
        <p className="notifications__footer muted">
          {items.length} total · {unread} unread
        </p>
      </DropdownMenu>
      {dialogUsed.current ? (
        <Suspense fallback={null}>
          <Dialog
            open={detail !== null}
            onOpenChange={(open) => !open && setDetail(null)}
            title={detail?.title ?? ''}
            description={detail?.message}
            actions={<Button onClick={() => setDetail(null)}>{SHELL_TEXTS.gotIt}</Button>}
          />
        </Suspense>
      ) : null}
    </>
  );
}
