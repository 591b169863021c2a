/** Product rule 3.11: login status, stored locally. */

export const ADMIN_USER_TYPE = 'Admin';

export interface LoginStatus {
  userType: string;
  firstName: string;
  lastName: string;
  userName: string;
  branch: string;
  driverid: string;
  companyName: string;
  credentialsAccepted: boolean;
  loggedIn: boolean;
  branchAndVehicleAssigned: boolean;
}

/** Admin is the one user type with admin rights; any other is a driver (product rule 6.1). */
export function isAdmin(status: Pick<LoginStatus, 'userType'> | null | undefined): boolean {
  return status?.userType === ADMIN_USER_TYPE;
}
