import { Outlet } from 'react-router';
import './layouts.css';

/** No chrome: sign-in screens, account recovery, the update notice, the admin login. */
export function EmptyLayout() {
  return (
    <main className="empty-frame" id="main">
      <Outlet />
    </main>
  );
}
