import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorPage } from './pages/error-page.tsx';
import { RouteFallback } from './router.tsx';

interface BoundaryProps {
  /** The error clears when this changes (the visitor went elsewhere). */
  resetKey: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Catches what a route throws while rendering (a failed guard query, a lost lazy chunk). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Where a layout's pages render: an error boundary (so an error or 404 keeps the layout's
 * chrome; it replaces the data router's errorElement) and the Suspense boundary of the lazy
 * route modules and guards, whose fallback counts for the route progress bar.
 */
export function RouteBoundary({ fallback }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteFallback>{fallback}</RouteFallback>}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
