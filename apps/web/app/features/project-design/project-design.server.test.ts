import { describe, expect, it } from 'vitest';
import { attachmentHeader, projectIdOf, serverSideFileUrl } from './project-design.server';

describe('the design PDF download', () => {
  it('fetches a signed project file from the API’s own origin, keeping its signature', () => {
    const url = serverSideFileUrl(
      'https://api.example.com/project-media/pdf/7-abc/project-7-design.pdf?expires=1800000000&signature=xyz',
      'http://api.internal:4000/graphql',
    );
    expect(url.toString()).toBe(
      'http://api.internal:4000/project-media/pdf/7-abc/project-7-design.pdf?expires=1800000000&signature=xyz',
    );
    expect(serverSideFileUrl('https://cdn.example.com/a.pdf', 'http://api:4000/graphql').toString()).toBe(
      'https://cdn.example.com/a.pdf',
    );
  });

  it('names the attachment in ASCII and in UTF-8', () => {
    expect(attachmentHeader('project-7-design.pdf')).toBe(
      `attachment; filename="project-7-design.pdf"; filename*=UTF-8''project-7-design.pdf`,
    );
    expect(attachmentHeader('Квартира "A".pdf')).toBe(
      `attachment; filename="________ _A_.pdf"; filename*=UTF-8''${encodeURIComponent('Квартира "A".pdf')}`,
    );
  });

  it('answers 404 for a project id that is not a positive number', () => {
    expect(projectIdOf('12')).toBe(12);
    for (const id of [undefined, '0', '-1', 'abc', '1e3', '12345678901']) {
      expect(() => projectIdOf(id)).toThrow();
    }
  });
});
