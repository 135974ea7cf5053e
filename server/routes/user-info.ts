import type { UserRecord } from '../store/api';

/** GET /gw-api/user/info `data`: the user's flags under the specs' field names. */
export interface UserInfo {
  userId: number;
  email: string;
  isSubAccount: boolean;
  delegationType: number;
  copper: boolean;
  kycCountry: string;
  kycLevel: number;
  ipCountry: string;
  feeClass: 'A' | 'B' | 'C' | 'D';
  userRateType: 0 | 1 | 2;
  /** Fee-deduction switch, 0 or 1 (the specs' spelling). */
  decuction: 0 | 1;
}

export function userInfo(u: UserRecord): UserInfo {
  return {
    userId: u.userId,
    email: u.email,
    isSubAccount: u.isSubAccount,
    delegationType: u.delegationType,
    copper: u.copper,
    kycCountry: u.kycCountry,
    kycLevel: u.kycLevel,
    ipCountry: u.ipCountry,
    feeClass: u.feeClass,
    userRateType: u.userRateType,
    decuction: u.deduction ? 1 : 0,
  };
}
