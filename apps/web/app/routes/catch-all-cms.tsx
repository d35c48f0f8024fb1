// The catch-all's CMS page (its own chunk, catch-all-pages.ts).
import { CmsPage } from '~/features/cms/CmsPage';
import type { CatchAllPageData } from './catch-all';

export default function CatchAllCms({ data }: { data: CatchAllPageData<'cms'> }) {
  return <CmsPage page={data.page} website={data.website} showBreadcrumbs={data.showBreadcrumbs} />;
}
