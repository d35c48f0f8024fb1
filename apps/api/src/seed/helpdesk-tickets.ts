// The demo tickets (helpdesk.ts writes them): for the client and the partner, one or more in each
// status, about a project, an estimate, an order or nothing, each thread as it was written.
import type { EstimateStatusValue } from '../modules/estimates/tables.ts';
import type { TicketSide } from '../modules/helpdesk/status-machine.ts';

export type DemoStep =
  | { side: TicketSide; text: string; file?: 'pdf' | 'png'; unread?: boolean }
  | { side: TicketSide; action: 'solve' | 'close' | 'reopen' }
  | { side: 'customer'; rate: number };

export interface DemoTicket {
  owner: 'client' | 'partner';
  department: 'sales' | 'delivery' | 'service';
  subject: string;
  project?: 'flat' | 'lobby';
  estimate?: EstimateStatusValue;
  order?: boolean;
  steps: DemoStep[];
}

export const DEMO_TICKETS: DemoTicket[] = [
  {
    owner: 'client',
    department: 'service',
    subject: 'Скрипит ножка стула',
    steps: [
      { side: 'customer', text: 'Здравствуйте! У одного стула из комплекта скрипит задняя ножка.' },
      {
        side: 'manager',
        text: 'Подтяните, пожалуйста, винт шестигранником из комплекта. Если не поможет — заменим стул по гарантии.',
      },
      { side: 'customer', text: 'Помогло, спасибо!' },
      { side: 'manager', action: 'solve' },
      { side: 'customer', rate: 5 },
      { side: 'customer', action: 'close' },
    ],
  },
  {
    owner: 'client',
    department: 'sales',
    subject: 'Какая ткань подойдёт для дивана?',
    project: 'flat',
    steps: [
      {
        side: 'customer',
        text: 'Нужна ткань, устойчивая к когтям кошки. Прикладываю план гостиной.',
        file: 'pdf',
      },
      { side: 'manager', text: 'Рекомендуем велюр «антикоготь». Образец цвета во вложении.', file: 'png' },
      { side: 'customer', text: 'Отлично, берём этот цвет.' },
      { side: 'manager', action: 'solve' },
    ],
  },
  {
    owner: 'client',
    department: 'sales',
    subject: 'Вопрос по предложению для гостиной',
    project: 'flat',
    estimate: 'proposal',
    steps: [
      { side: 'customer', text: 'Можно ли заменить журнальный столик на круглый?' },
      { side: 'manager', text: 'Да, подберём круглый того же размера. Обновить предложение?', unread: true },
    ],
  },
  {
    owner: 'client',
    department: 'delivery',
    subject: 'Доставка заказа в субботу',
    order: true,
    steps: [
      { side: 'customer', text: 'Можно привезти заказ в субботу после 12:00?' },
      { side: 'manager', text: 'Суббота свободна, с 12 до 16. Подходит?' },
      { side: 'customer', text: 'Да, подходит. Подъезд со двора.', unread: true },
    ],
  },
  {
    owner: 'client',
    department: 'sales',
    subject: 'Есть ли стеллаж шириной 60 см?',
    steps: [{ side: 'customer', text: 'Ищу узкий стеллаж в прихожую, не шире 60 см.', unread: true }],
  },
  {
    owner: 'partner',
    department: 'sales',
    subject: 'Сроки производства для лобби',
    project: 'lobby',
    steps: [
      {
        side: 'customer',
        text: 'Какие сроки изготовления кресел для лобби? План зоны ожидания во вложении.',
        file: 'pdf',
      },
      { side: 'manager', text: 'Шесть недель с момента оплаты. Нужен ли ускоренный вариант?', unread: true },
    ],
  },
  {
    owner: 'partner',
    department: 'service',
    subject: 'Уход за кожаной обивкой',
    steps: [
      { side: 'customer', text: 'Чем лучше чистить кожаные кресла?' },
      { side: 'manager', text: 'Мягкой влажной тканью и средством для кожи раз в полгода.' },
      { side: 'manager', action: 'solve' },
      { side: 'customer', rate: 4 },
    ],
  },
  {
    owner: 'partner',
    department: 'delivery',
    subject: 'Подъём на этаж без лифта',
    steps: [
      { side: 'customer', text: 'Сколько стоит подъём на 4 этаж без лифта?' },
      { side: 'manager', action: 'close' },
      { side: 'customer', action: 'reopen' },
      { side: 'customer', text: 'Вопрос ещё актуален: подскажите стоимость, пожалуйста.', unread: true },
    ],
  },
];
