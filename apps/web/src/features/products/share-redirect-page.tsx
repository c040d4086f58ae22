import { safeRedirect } from '@contracts/redirects.ts';
import { Navigate, useParams } from 'react-router';

/** /products/share/{id}: the shared link of a post opens its page (no id: the product list). */
export function ShareRedirectPage() {
  const { id } = useParams();
  return <Navigate to={safeRedirect(id && /^\d+$/.test(id) ? `/products/${id}` : null)} replace />;
}

export { ShareRedirectPage as Component };
