import { DomainError } from '../common/domain-error';
import {
  FAILURES_PER_ACCOUNT,
  FAILURES_PER_ACCOUNT_AND_ADDRESS,
  FAILURES_PER_ADDRESS,
  LoginThrottleService,
} from './login-throttle.service';

describe('LoginThrottleService', () => {
  const minute = 60 * 1000;
  const fail = (throttle: LoginThrottleService, email: string, address: string, times: number, at: number) => {
    for (let index = 0; index < times; index += 1) throttle.recordFailure(email, address, at);
  };

  it('allows ten failures per account and address in 15 minutes, then refuses with 429', () => {
    const throttle = new LoginThrottleService();
    fail(throttle, 'a@b.de', '1.1.1.1', FAILURES_PER_ACCOUNT_AND_ADDRESS - 1, 0);
    expect(() => throttle.assertAllowed('a@b.de', '1.1.1.1', minute)).not.toThrow();
    throttle.recordFailure('a@b.de', '1.1.1.1', minute);
    expect(() => throttle.assertAllowed('a@b.de', '1.1.1.1', 2 * minute)).toThrow(DomainError);
    expect(() => throttle.assertAllowed('a@b.de', '2.2.2.2', 2 * minute)).not.toThrow();
  });

  it('forgets failures once they are older than 15 minutes (sliding window)', () => {
    const throttle = new LoginThrottleService();
    fail(throttle, 'a@b.de', '1.1.1.1', FAILURES_PER_ACCOUNT_AND_ADDRESS, 0);
    expect(() => throttle.assertAllowed('a@b.de', '1.1.1.1', 14 * minute)).toThrow();
    expect(() => throttle.assertAllowed('a@b.de', '1.1.1.1', 15 * minute + 1)).not.toThrow();
  });

  it('limits one account over many addresses, and one address over many accounts', () => {
    const throttle = new LoginThrottleService();
    for (let index = 0; index < FAILURES_PER_ACCOUNT; index += 1)
      throttle.recordFailure('target@b.de', `10.0.0.${index}`, 0);
    expect(() => throttle.assertAllowed('target@b.de', '10.9.9.9', 1)).toThrow();
    for (let index = 0; index < FAILURES_PER_ADDRESS; index += 1)
      throttle.recordFailure(`user${index}@b.de`, '9.9.9.9', 0);
    expect(() => throttle.assertAllowed('fresh@b.de', '9.9.9.9', 1)).toThrow();
  });

  it('clears the pair after a successful sign-in', () => {
    const throttle = new LoginThrottleService();
    fail(throttle, 'a@b.de', '1.1.1.1', FAILURES_PER_ACCOUNT_AND_ADDRESS - 1, 0);
    throttle.recordSuccess('a@b.de', '1.1.1.1');
    fail(throttle, 'a@b.de', '1.1.1.1', FAILURES_PER_ACCOUNT_AND_ADDRESS - 1, 1);
    expect(() => throttle.assertAllowed('a@b.de', '1.1.1.1', 2)).not.toThrow();
  });
});
