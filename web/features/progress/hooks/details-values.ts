// What the Details step holds: the form's values before they become a billing (amount in dollars as typed).
export type DetailsValues = { completionPercentage: number; amount: number; dueDate: string; description: string };
