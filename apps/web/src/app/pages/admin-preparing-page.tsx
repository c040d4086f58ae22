import { PreparingPage } from './preparing-page.tsx';

export function Component() {
  return <PreparingPage homePath="/admin" />;
}
