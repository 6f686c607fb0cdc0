import { Outlet } from '@tanstack/react-router';
import { ConsentRoot } from '../features/consent/ConsentRoot';

/** Every route: the page, and the cookie banner / Cookie Settings above it. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ConsentRoot />
    </>
  );
}
