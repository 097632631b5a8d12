export const PERMISSIONS = {
  createCourse: "create_course",
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export function hasPermission(permissions: readonly string[] | null | undefined, permission: Permission): boolean {
  return Array.isArray(permissions) && permissions.includes(permission);
}
