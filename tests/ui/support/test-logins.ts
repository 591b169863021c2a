/** A logged-in user of the screen tests, of the given type (a driver, or ADMIN_USER_TYPE). */
import type { LoginStatus } from '@domain/accounts/login-status';

/** Pat, of branch 1 and driver id D1, logged in as the given user type. */
export function loginAs(userType: string): LoginStatus {
  return {
    userType,
    firstName: 'Pat',
    lastName: 'User',
    userName: 'pat',
    branch: '1',
    driverid: 'D1',
    companyName: 'Doorstep',
    credentialsAccepted: true,
    loggedIn: true,
    branchAndVehicleAssigned: true,
  };
}
