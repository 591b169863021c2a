/** The logged-out account routes (product rule 2.1). */

export const REGISTER_PATH = '/register-user';
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOTTEN_PASSWORD_PATH = '/forgotten-password';
