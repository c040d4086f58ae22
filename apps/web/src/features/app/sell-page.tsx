import { Navigate } from 'react-router';

/** /sell (spec §2): the way to posting; a visitor signs in first (the route is behind the user rule). */
export function SellPage() {
  return <Navigate to="/products/create" replace />;
}

export { SellPage as Component };
