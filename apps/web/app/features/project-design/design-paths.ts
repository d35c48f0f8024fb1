// Paths the design tab links to, below /:website/customer/account/projects/:id (spec §2 routes).
export function projectPath(website: string, projectId: number, tab = ''): string {
  return `/${website}/customer/account/projects/${projectId}${tab ? `/${tab}` : ''}`;
}

export const designPaths = {
  products: (website: string, projectId: number) => projectPath(website, projectId, 'products'),
  design: (website: string, projectId: number) => projectPath(website, projectId, 'design'),
  pdf: (website: string, projectId: number) => projectPath(website, projectId, 'design/pdf'),
};
