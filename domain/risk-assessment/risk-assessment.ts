/** Product rule 3.8: risk assessment answers. */

export interface RiskAnswer {
  /** q1 … q6 */
  questionId: string;
  isTrue: boolean | null;
  details: string;
  imageUrls?: string[];
}

export interface RiskAssessment {
  orderReference: string;
  /** lowercase */
  user_type: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DDTHH:mm:ss */
  timestamp: string;
  questions: RiskAnswer[];
}
