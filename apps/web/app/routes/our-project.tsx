// A project of the showcase (/our-projects/<url_key>): its pictures, attributes and description.
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { buttonClasses } from '~/components/ui/Button';
import { CmsContent } from '~/features/cms/CmsContent';
import { getOurProject } from '~/features/showcase/get-showcase.server';
import { ProjectAttributes } from '~/features/showcase/ShowcaseAttributes';
import { ProjectGallery } from '~/features/showcase/ShowcaseGallery';
import { findShowcaseCategory, OUR_PROJECTS_PATH } from '~/features/showcase/showcase-name';
import { projectAttributes, projectImages, projectUrlKey } from '~/features/showcase/showcase-view';
import { getShopContext } from '~/features/website/shop-context.server';
import { websiteHome } from '~/features/website/website-codes';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { throwIfSessionExpired, toGlobalError } from '~/lib/graphql-errors.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import type { Route } from './+types/our-project';

function notFound(): never {
  throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const urlKey = projectUrlKey(params['*'], shop.storeConfig.product_url_suffix);
  if (!urlKey) notFound();
  const result = await getOurProject(shop.headers, urlKey);
  if (!result.ok) {
    throwIfSessionExpired(result.error, shop.website);
    console.error(
      `API call products(url_key ${urlKey}) failed (${result.error.kind}): ${result.error.message}`,
    );
    const message = toGlobalError(result.error);
    throw data('text' in message ? { message: message.text } : { messageKey: message.key }, { status: 500 });
  }
  const project = result.data;
  if (!project) notFound();
  return {
    project,
    images: projectImages(project),
    attributes: projectAttributes(project),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const project = loaderData?.project;
  if (!project) return parentMeta(matches);
  const title = project.meta_title || project.name;
  return mergeMeta(parentMeta(matches), [
    ...(title ? [{ title }] : []),
    ...(project.meta_description ? [{ name: 'description', content: project.meta_description }] : []),
    ...(project.meta_keyword ? [{ name: 'keywords', content: project.meta_keyword }] : []),
  ]);
}

export default function OurProject({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { website, menu } = useRequiredShellData();
  const { project, images, attributes } = loaderData;
  const showcase = findShowcaseCategory(menu)?.name ?? t('projects.title');
  const showcasePath = `/${website}/${OUR_PROJECTS_PATH}`;
  const name = project.name ?? '';

  return (
    <article className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 xs:px-6 md:px-8">
      <div id="crumbs" className="scroll-mt-24">
        <Breadcrumbs
          items={[
            { text: t('breadcrumbs.home'), link: websiteHome(website) },
            { text: showcase, link: showcasePath },
            { text: name },
          ]}
        />
      </div>
      <div className="mt-6 grid gap-8 sm:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-12">
        <ProjectGallery images={images} name={name} />
        <div>
          <h1 className="text-3xl leading-tight font-bold text-balance xs:text-4xl">{name}</h1>
          {attributes.length > 0 ? (
            <section className="mt-6" aria-labelledby="project-attributes">
              <h2 id="project-attributes" className="sr-only">
                {t('projects.details')}
              </h2>
              <ProjectAttributes attributes={attributes} />
            </section>
          ) : null}
          <AppLink to={showcasePath} className={buttonClasses('secondary', 'mt-6')}>
            {t('projects.all_projects')}
          </AppLink>
        </div>
      </div>
      {project.description?.html ? (
        <section className="mt-12 max-w-3xl" aria-labelledby="project-description">
          <h2 id="project-description" className="text-2xl font-medium">
            {t('projects.about')}
          </h2>
          <CmsContent html={project.description.html} className="mt-4" />
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
