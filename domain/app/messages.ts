/** Every user-facing message of the product rules (parts 2, 5 and 8), verbatim. */

/** Exact message texts; templated ones are functions. */
export const messages = {
  // product rules 2.2–2.6 and 2.20: the list and the chrome
  loading: 'Loading...',
  noJobsForDate: 'No jobs for this date!',
  jobsCompleted: 'Jobs for this date are completed',
  // not in the product rules: offline before a date's jobs ever arrived (instead of "Loading..." forever)
  jobsNotOnDeviceOffline:
    "You're offline and this date's jobs aren't on this device yet. They will load when you're back online.",
  jobsFor: (date: string) => `Jobs for: ${date}`,
  refreshingJobs: 'Refreshing jobs…',
  lastDownloaded: 'Last Downloaded',
  van: (vehicleId: string) => `Van ${vehicleId}`,
  todaysCallsNeedingParts: "Today's Calls Needing Parts",
  // not in the product rules: the update banner's text (product rule 2.19 names only its Update button)
  updateAvailable: 'A new version of Doorstep is available.',
  update: 'Update',
  partRequired: 'Part Required',
  noHistory: 'There is no history available',
  itemsToDeliver: 'Items to Deliver',
  itemsToCollect: 'Items to Collect',

  // product rules 2.11–2.13: collection report, delivery report and signature
  itemsCollected: 'Items collected',
  noItemsCollected: 'No items collected',
  selectAll: 'Select All',
  reportAnIssue: 'Report an issue',
  cancelReport: 'Cancel Report',
  propertyIssue: 'Property Issue',
  furnitureIssue: 'Furniture Issue',
  completeCollection: 'Complete Collection',
  completeDelivery: 'Complete Delivery',

  // product rule 5.3: fail
  selectReasonToFail: 'You must select a reason to fail the job.',
  selectSubReason: (label: string) => `You must select a reason for ${label} to fail the job.`,
  addPhoto: 'You must add a photo.',
  photoOfFrontDoor: 'Photo of Front Door',

  // product rule 5.4: signature
  signatureNameAndPhotoMissing: 'You must provide a customer name and photo to complete the job.',
  signatureNameMissing: 'You must provide a customer name to complete the job.',
  signaturePhotoMissing: 'You must provide a photo to complete the job.',

  // admin completion (Doorstep's own texts)
  adminTimesRequired: 'You must enter an arrival time and a departure time to complete the job.',
  departureBeforeArrival: 'The departure time cannot be before the arrival time.',

  // a driver's outcome on a job already closed (Doorstep's own text, domain/job/closed-job.ts)
  jobAlreadyClosed: (outcome: string, on: string | null) =>
    `This job was already closed (${outcome})${on === null ? '' : ` on ${on}`}; your change was not saved.`,

  // product rule 5.5: delivery report
  selectPropertySubReason: (label: string) => `You must select a sub reason for ${label} Issue.`,
  propertyDamagePhoto: 'Damage to customer property requires a photo',
  selectProductSubReason: (label: string) => `You must select a sub reason for ${label}.`,
  commentRequired: (description: string) => `Comment required for ${description}`,
  damagePhotoRequired: (description: string) => `Photo of damage required for ${description}`,

  // product rules 5.6 and 5.7: photos and text areas
  // the rule "Only image files are accepted." (product rule 5.7), shown when another file is picked
  onlyImageFiles: 'Only image files are accepted.',
  maxUploadSize:
    'The maximum upload size for this device has been exceeded. Please try deleting a file or uploading a smaller size.',
  textCounter: (n: number, max: number) => `${n} of ${max} max. characters`,

  // product rules 8.1–8.9: errors
  somethingWentWrong: 'Something went wrong!',
  loginExpired: 'Your login has expired. Please login again.',
  unknownError: 'There was an unknown error!',
  noResponseFromApi: 'No response from API',
  serverDataError: 'There was an error with the server data.',
  errorContactingServer: 'Error contacting server',
  thereWasAnErrorContactingServer: 'There was an error contacting the server',
  errorFetchingJobs: 'Error fetching jobs. Please try again later.',
  serverUpdateError:
    'There was a server error trying to update this job. Please refresh to try syncing with the server again.',
  offlineSave:
    "The job couldn't be synced as you are offline. It will automatically be synced once you are online again.",
  noLocationData: 'No location data available for this request.',
  enableLocation: 'Please enable location service on your device.',
  offlineLoggedOut:
    "We're sorry - you're not logged in and you're currently offline. Please try again later.",
  notSynced: 'This job has not been synced',
  retailNotice: 'This order has recently been updated but can take up to 60 seconds to appear in retail',
  deleteImageConfirm: 'One image will be deleted.',
  // not in the product rules: the confirmation product rule 4.12 asks for before an issue is cleared, and its button
  clearIssueConfirm: (subject: string) => `The issue reported for ${subject} will be cleared.`,
  clearIssue: 'Clear issue',

  // dialog buttons
  ok: 'Ok',
  cancel: 'Cancel',
  delete: 'Delete',
} as const;

/** The signature-screen message naming only what is missing, or null when nothing is. */
export function signatureMissingMessage(missing: { name: boolean; photo: boolean }): string | null {
  if (missing.name && missing.photo) return messages.signatureNameAndPhotoMissing;
  if (missing.name) return messages.signatureNameMissing;
  if (missing.photo) return messages.signaturePhotoMissing;
  return null;
}
