import { describe, expect, it } from 'vitest';
import { homeContentSections } from './home-sections';

describe('homeContentSections', () => {
  it('leaves out the hero and the tiles the home page draws itself', () => {
    const html =
      '<section class="cms-hero"><h1>Hi</h1></section>\n' +
      '<section><h2>Shop by room</h2><ul class="cms-tiles"><li>x</li></ul></section>\n' +
      '<section><h2>For hotels</h2><p>Contract</p></section>\n' +
      '<section><h2>Why us</h2><ul><li>Delivery</li></ul></section>';
    expect(homeContentSections(html)).toEqual([
      '<section><h2>For hotels</h2><p>Contract</p></section>',
      '<section><h2>Why us</h2><ul><li>Delivery</li></ul></section>',
    ]);
  });

  it('shows content without sections whole, and nothing for empty content', () => {
    expect(homeContentSections('<p>Welcome</p>')).toEqual(['<p>Welcome</p>']);
    expect(homeContentSections('  ')).toEqual([]);
  });
});
