/** Spec §2.9: how often the feedback is read, told beside the feedback's text and on the contact page, in the same words. */
export const FEEDBACK_REVIEW = 'Vi går igenom synpunkterna varje månad.';
