// The helpdesk: thin resolvers, one service call each (list.ts, service.ts, actions.ts) and the
// fields of tickets, messages, departments and managers (tickets-view.ts, messages.ts, departments.ts).
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { magentoDateTime } from '../customer/customer-view.ts';
import { ticketById, ticketByKey } from './access.ts';
import { changeStatus, markMessageRead, rateTicket, setManager } from './actions.ts';
import {
  availableDepartments,
  currentLabel,
  departmentById,
  departmentManagers,
  managerLoad,
  storefrontLabels,
} from './departments.ts';
import { latestTicket, ticketList, unreadTotal } from './list.ts';
import { messageViews } from './messages.ts';
import { createTicket, replyToTicket } from './service.ts';
import {
  externalLink,
  externalUrl,
  ticketDates,
  ticketEstimate,
  ticketManager,
  ticketOrder,
  ticketPermissions,
  ticketProject,
  ticketRole,
  ticketStatus,
  ticketUnread,
} from './tickets-view.ts';

export const helpdeskResolvers = {
  Query: {
    awHelpdesk2AvailableDepartmentsForCreateTicket: (_, __, ctx) => availableDepartments(ctx),
    awHelpdesk2TicketList: (_, args, ctx) => ticketList(ctx, args),
    awHelpdesk2TicketById: (_, args, ctx) => ticketById(ctx, args.entity_id),
    awHelpdesk2TicketByKey: (_, args, ctx) => ticketByKey(ctx, args.key),
  },
  Mutation: {
    awHelpdesk2TicketCreate: (_, args, ctx) => createTicket(ctx, args),
    awHelpdesk2TicketReply: (_, args, ctx) => replyToTicket(ctx, args.key, args.content, args.attachments),
    astrioHelpdesk2TicketSetManager: (_, args, ctx) => setManager(ctx, args.key, args.manager_id),
    changeMessageStatus: (_, args, ctx) => markMessageRead(ctx, args.message_id),
    awHelpdesk2TicketSolve: (_, args, ctx) => changeStatus(ctx, args.key, 'solve'),
    awHelpdesk2TicketClose: (_, args, ctx) => changeStatus(ctx, args.key, 'close'),
    awHelpdesk2TicketReopen: (_, args, ctx) => changeStatus(ctx, args.key, 'reopen'),
    awHelpdesk2TicketRate: (_, args, ctx) => rateTicket(ctx, args.key, args.rating),
  },
  Customer: {
    helpdesk_unread_count: (_, __, ctx) => unreadTotal(ctx),
  },
  Project: {
    helpdesk_ticket: (view, _, ctx) => latestTicket(ctx, { projectId: view.row.id }),
  },
  Estimate: {
    ticket: (view, _, ctx) => latestTicket(ctx, { estimateId: view.row.id }),
  },
  AwHelpdesk2Ticket: {
    entity_id: (view) => view.row.id,
    uid: (view) => view.row.uid,
    subject: (view) => view.row.subject,
    status: (view, _, ctx) => ticketStatus(ctx, view),
    store_id: (view) => view.row.storeId,
    tag_names: (view) => view.row.tagNames,
    created_at: (view) => ticketDates(view).created_at,
    updated_at: (view) => ticketDates(view).updated_at,
    last_message_at: (view) => ticketDates(view).last_message_at,
    customer_rating: (view) => view.row.customerRating,
    external_link: (view, _, ctx) => externalLink(ctx, view),
    external_url: (view, _, ctx) => externalUrl(ctx, view),
    agent: async (view, _, ctx) => {
      const manager = await ticketManager(ctx, view);
      return manager && { id: manager.id, name: manager.name };
    },
    customer: (view) => ({
      id: view.row.customerId,
      name: view.row.customerName,
      email: view.row.customerEmail,
    }),
    department: (view, _, ctx) => departmentById(ctx, view.row.departmentId),
    manager: (view, _, ctx) => ticketManager(ctx, view),
    messages: (view, _, ctx) => messageViews(ctx, view),
    project: (view, _, ctx) => ticketProject(ctx, view),
    estimate: (view, _, ctx) => ticketEstimate(ctx, view),
    order: (view, _, ctx) => ticketOrder(ctx, view),
    unread_count: (view, _, ctx) => ticketUnread(ctx, view),
    role: (view) => ticketRole(view),
    permissions: (view) => ticketPermissions(view),
  },
  AwHelpdesk2Department: {
    id: (row) => row.id,
    code: (row) => row.code,
    name: (row) => row.name,
    storefront_labels: (row, _, ctx) => storefrontLabels(ctx, row),
    current_storefront_label: (row, _, ctx) => currentLabel(ctx, row),
    managers: (row, _, ctx) => departmentManagers(ctx, row),
  },
  HelpdeskManager: {
    estimates_count: async (manager, _, ctx) => (await managerLoad(ctx, manager)).estimates,
    projects_count: async (manager, _, ctx) => (await managerLoad(ctx, manager)).projects,
  },
  AwHelpdesk2Message: {
    id: (m) => m.row.id,
    content: (m) => m.content,
    author_name: (m) => m.row.authorName,
    created_at: (m) => magentoDateTime(m.row.createdAt),
    status: (m) => (m.read ? 'read' : 'unread'),
    timeline_type: (m) => m.row.timelineType,
    type: (m) => m.row.type,
    is_own: (m) => m.own,
    attachments: (m) => m.attachments,
  },
  AwHelpdesk2Attachment: {
    id: (a) => a.id,
    file_name: (a) => a.fileName,
    file_path: (a) => `helpdesk-attachments/${a.id}`,
    size: (a) => a.size,
    extension: (a) => a.extension,
    mime_type: (a) => a.mimeType,
  },
} satisfies Resolvers;
