import { describe, expect, it } from 'vitest';
import { messages, signatureMissingMessage } from '@domain/app/messages';

describe('messages (product rules 2.2–2.20, 5.3–5.7 and 8.2–8.8, verbatim)', () => {
  it('has the list and chrome texts', () => {
    expect(messages.loading).toBe('Loading...');
    expect(messages.noJobsForDate).toBe('No jobs for this date!');
    expect(messages.jobsCompleted).toBe('Jobs for this date are completed');
    expect(messages.jobsFor('Sat, 21 Nov 2026')).toBe('Jobs for: Sat, 21 Nov 2026');
    expect(messages.refreshingJobs).toBe('Refreshing jobs…');
    expect(messages.lastDownloaded).toBe('Last Downloaded');
    expect(messages.van('V12')).toBe('Van V12');
    expect(messages.todaysCallsNeedingParts).toBe("Today's Calls Needing Parts");
    expect(messages.partRequired).toBe('Part Required');
    expect(messages.noHistory).toBe('There is no history available');
    expect(messages.itemsToDeliver).toBe('Items to Deliver');
    expect(messages.itemsToCollect).toBe('Items to Collect');
  });

  it('has the validation texts of product rules 5.3–5.7, templated ones filled in', () => {
    expect(messages.selectReasonToFail).toBe('You must select a reason to fail the job.');
    expect(messages.selectSubReason('Damaged')).toBe('You must select a reason for Damaged to fail the job.');
    expect(messages.addPhoto).toBe('You must add a photo.');
    expect(messages.photoOfFrontDoor).toBe('Photo of Front Door');
    expect(messages.selectPropertySubReason('Wall')).toBe('You must select a sub reason for Wall Issue.');
    expect(messages.propertyDamagePhoto).toBe('Damage to customer property requires a photo');
    expect(messages.selectProductSubReason('Damaged')).toBe('You must select a sub reason for Damaged.');
    expect(messages.commentRequired('Oak table')).toBe('Comment required for Oak table');
    expect(messages.damagePhotoRequired('Oak table')).toBe('Photo of damage required for Oak table');
    expect(messages.maxUploadSize).toBe(
      'The maximum upload size for this device has been exceeded. Please try deleting a file or uploading a smaller size.',
    );
    expect(messages.textCounter(140, 150)).toBe('140 of 150 max. characters');
  });

  it('has the texts of product rules 8.2–8.8', () => {
    expect(messages.somethingWentWrong).toBe('Something went wrong!');
    expect(messages.loginExpired).toBe('Your login has expired. Please login again.');
    expect(messages.unknownError).toBe('There was an unknown error!');
    expect(messages.noResponseFromApi).toBe('No response from API');
    expect(messages.serverDataError).toBe('There was an error with the server data.');
    expect(messages.errorContactingServer).toBe('Error contacting server');
    expect(messages.thereWasAnErrorContactingServer).toBe('There was an error contacting the server');
    expect(messages.errorFetchingJobs).toBe('Error fetching jobs. Please try again later.');
    expect(messages.serverUpdateError).toBe(
      'There was a server error trying to update this job. Please refresh to try syncing with the server again.',
    );
    expect(messages.offlineSave).toBe(
      "The job couldn't be synced as you are offline. It will automatically be synced once you are online again.",
    );
    expect(messages.noLocationData).toBe('No location data available for this request.');
    expect(messages.enableLocation).toBe('Please enable location service on your device.');
    expect(messages.offlineLoggedOut).toBe(
      "We're sorry - you're not logged in and you're currently offline. Please try again later.",
    );
    expect(messages.notSynced).toBe('This job has not been synced');
    expect(messages.retailNotice).toBe(
      'This order has recently been updated but can take up to 60 seconds to appear in retail',
    );
    expect(messages.deleteImageConfirm).toBe('One image will be deleted.');
    expect([messages.ok, messages.cancel, messages.delete]).toEqual(['Ok', 'Cancel', 'Delete']);
  });

  it('names only the missing parts of the signature screen', () => {
    expect(signatureMissingMessage({ name: true, photo: true })).toBe(
      'You must provide a customer name and photo to complete the job.',
    );
    expect(signatureMissingMessage({ name: true, photo: false })).toBe(
      'You must provide a customer name to complete the job.',
    );
    expect(signatureMissingMessage({ name: false, photo: true })).toBe(
      'You must provide a photo to complete the job.',
    );
    expect(signatureMissingMessage({ name: false, photo: false })).toBeNull();
  });
});
