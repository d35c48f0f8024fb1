// What other modules, the seed and the CLI may use of departments: the list with labels and
// managers, the departments a manager works in, and putting a manager into or out of one.
export {
  addDepartmentManager,
  type DepartmentLabelRow,
  type DepartmentManagerRow,
  type DepartmentRow,
  departmentsOf,
  findDepartment,
  findDepartmentByCode,
  listDepartments,
  listLabels,
  listManagers,
  removeDepartmentManager,
} from './store.ts';

/** The department a ticket is opened in when none is chosen, and whose managers lead projects (ADR 0030). */
export const SALES_DEPARTMENT = 'sales';
