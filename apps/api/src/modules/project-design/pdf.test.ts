import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type DesignPdfInput, renderDesignPdf } from './pdf.ts';

async function text(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#d8cbb5' } })
    .jpeg()
    .toBuffer();
const thumb = () =>
  sharp({ create: { width: 60, height: 60, channels: 3, background: '#3b5b7a' } })
    .png()
    .toBuffer();

describe('the design PDF', () => {
  it('has a cover, a page per board with its legend, notes and the product list, in Cyrillic', async () => {
    const input: DesignPdfInput = {
      language: 'ru',
      date: '24 ноября 2026 г.',
      project: {
        id: 12,
        name: 'Квартира на Петроградской',
        description: 'Две комнаты в светлых тонах',
        address: ['Иван Петров', 'Большой пр. П.С., 10', '197198 Санкт-Петербург', 'Россия'],
      },
      boards: [
        {
          name: 'Гостиная',
          text: null,
          image: await picture(),
          width: 900,
          height: 600,
          markers: [
            { number: 1, x: 0.25, y: 0.7 },
            { number: 2, x: 1, y: 0 },
          ],
          legend: [
            {
              number: 1,
              name: 'Диван «Осло»',
              sku: 'SOFA-OSLO-01',
              qty: '1',
              price: '89 990,00 ₽',
              image: await thumb(),
            },
            {
              number: 2,
              name: 'Торшер «Луч»',
              sku: 'LAMP-LUCH-02',
              qty: '2',
              price: '7 490,00 ₽',
              image: null,
            },
          ],
        },
      ],
      notes: [{ name: 'Палитра гостиной', text: 'Тёплый серый и охра', colors: ['#b5651d', '#d8cbb5'] }],
      lines: [
        {
          name: 'Диван «Осло»',
          sku: 'SOFA-OSLO-01',
          options: 'Цвет: графит',
          qty: '1',
          unitPrice: '89 990,00 ₽',
          rowTotal: '89 990,00 ₽',
          image: await thumb(),
        },
      ],
      totals: [{ label: 'Итого', value: '104 970,00 ₽' }],
    };
    const pdf = await renderDesignPdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text: content, pages } = await text(pdf);
    // Cover, one board, notes, products.
    expect(pages).toBe(4);
    for (const expected of [
      'Квартира на Петроградской',
      'Адрес доставки'.toUpperCase(),
      '197198 Санкт-Петербург',
      '24 ноября 2026 г.',
      'Гостиная',
      'Торшер «Луч»',
      'Артикул: LAMP-LUCH-02',
      '2 × 7 490,00 ₽',
      '#b5651d',
      'SOFA-OSLO-01',
      '104 970,00 ₽',
    ]) {
      expect(content).toContain(expected);
    }
  });

  it('carries on over further pages when a board has many products and the list is long', async () => {
    const image = await thumb();
    const pdf = await renderDesignPdf({
      language: 'en',
      date: 'November 24, 2026',
      project: { id: 3, name: 'Hotel lobby', description: null, address: [] },
      boards: [
        {
          name: null,
          text: 'Reception',
          image: await picture(),
          width: 900,
          height: 600,
          markers: [],
          legend: Array.from({ length: 25 }, (_, i) => ({
            number: i + 1,
            name: `Lounge chair ${i + 1}`,
            sku: `CHAIR-${i + 1}`,
            qty: '4',
            price: '$120.00',
            image,
          })),
        },
      ],
      notes: [],
      lines: Array.from({ length: 40 }, (_, i) => ({
        name: `Lounge chair ${i + 1}`,
        sku: `CHAIR-${i + 1}`,
        options: '',
        qty: '4',
        unitPrice: '$120.00',
        rowTotal: '$480.00',
        image: null,
      })),
      totals: [{ label: 'Grand total', value: '$19,200.00' }],
    });
    const { text: content, pages } = await text(pdf);
    expect(pages).toBeGreaterThan(4);
    expect(content).toContain('Not given yet');
    expect(content).toContain('Board 1');
    expect(content).toContain('PRODUCTS ON THIS BOARD (continued)');
    expect(content).toContain('CHAIR-25');
    expect(content).toContain('CHAIR-40');
    expect(content).toContain('$19,200.00');
    expect(content).toContain(`Page ${pages} / ${pages}`);
  });
});
