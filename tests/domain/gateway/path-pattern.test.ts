import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { pathWithParams } from '@domain/gateway/path-pattern';

describe('a gateway path with parameters, declared once', () => {
  it('builds the path with each value encoded into its place', () => {
    expect(apiPaths.notes('SO 1/2')).toBe('/retail-order-api/v1/orders/SO%201%2F2/notes');
    expect(apiPaths.jobsForDate('21112026')).toBe('/group-delivery-job-api/delivery/job/date/21112026');
    expect(apiPaths.jobEvidenceImage('J:1', 'photo#2')).toBe(
      '/group-delivery-job-api/delivery/job/J%3A1/record/image/photo%232',
    );
    expect(apiPaths.postcode('SW1A 1AA')).toBe('/postcodes/SW1A%201AA');
  });

  it('carries the route pattern the gateway serves it under', () => {
    expect(apiPaths.jobEvidenceImage.pattern).toBe(
      '/group-delivery-job-api/delivery/job/:jobId/record/image/:ref',
    );
    expect(apiPaths.reasonCodes.pattern).toBe('/group-delivery-job-api/entities/:retailerId/reasonCodes');
  });

  it('asks for one value per parameter', () => {
    const path = pathWithParams('/a/:x/b/:y');
    expect(path('1', '2')).toBe('/a/1/b/2');
    // @ts-expect-error: the pattern has two parameters
    expect(path('1')).toBe('/a/1/b/');
  });
});
