// What the showcase shows of a project: its pictures in gallery order without the disabled ones
// (the small image when there is no gallery) and its filled-in attributes.
import type { ProjectCardData } from './showcase-schema';

export interface ProjectImage {
  url: string;
  label: string;
}

export interface ProjectAttribute {
  code: string;
  title: string;
  value: string;
}

export function projectImages(
  project: Pick<ProjectCardData, 'media_gallery' | 'small_image' | 'name'>,
): ProjectImage[] {
  const gallery = (project.media_gallery ?? [])
    .filter((entry) => entry?.url && !entry.disabled)
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .map((entry) => ({ url: entry?.url ?? '', label: entry?.label || project.name || '' }));
  if (gallery.length > 0) return gallery;
  const small = project.small_image;
  return small?.url ? [{ url: small.url, label: small.label || project.name || '' }] : [];
}

export function projectAttributes(project: Pick<ProjectCardData, 'project_attributes'>): ProjectAttribute[] {
  return (project.project_attributes ?? []).flatMap((attribute) => {
    const title = attribute?.title || attribute?.attribute_code;
    const value = attribute?.value?.trim();
    return title && value ? [{ code: attribute?.attribute_code || title, title, value }] : [];
  });
}

/** The project's url_key from the path below /our-projects/ (a product URL suffix is allowed). */
export function projectUrlKey(
  splat: string | undefined,
  productUrlSuffix: string | null | undefined,
): string {
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '');
  if (productUrlSuffix && path.endsWith(productUrlSuffix)) return path.slice(0, -productUrlSuffix.length);
  return path;
}

/** The showcase list page from `?p=`: a positive whole number, otherwise the first page. */
export function projectsPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
