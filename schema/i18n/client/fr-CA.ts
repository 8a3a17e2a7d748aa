// What a client reads in Québec and French Canada: the French catalogue with the words Québec uses where France's
// differ ("demande de paiement" for a billed stage, "courriel"). Québec's Charter of the French language makes this the
// default for a client with a Québec address (services/clients.ts). "review:" waits for a native reader.
import type { ClientCatalogue } from "./catalogue";
import { fr } from "./fr";

export const frCA = {
  ...fr,
  // review: Québec contractors usually say "demande de paiement" (progress payment request) rather than "situation".
  approvalTitle: "demande de paiement n° {number} pour {project}",
  approvalBilled: "{company} vous a facturé la {title} : {amount}, travaux réalisés à {percent} %.",
  progressNumber: "Demande de paiement n°",
  rejectTitle: "Refuser cette demande de paiement ?",
  rejectDescription:
    "{company} en sera informé, avec votre motif si vous en donnez un. Aucun paiement n'est dû pour une demande refusée.",
  rejectSubmit: "Refuser la demande",
  rejectedFollowUp: "Aucun paiement n'est dû pour cette demande. {company} fera un suivi avec vous.",
  thankYouRejected:
    "{company} sait que cette demande de paiement a été refusée, avec votre motif si vous en avez donné un. Aucun paiement n'est dû. L'entreprise fera un suivi pour corriger la situation, puis vous enverra une nouvelle demande à approuver.",
  stepTellSent: "Touchez « J'ai envoyé le paiement » pour que {company} sache qu'il doit le surveiller.",
  progressLabel: "Demande de paiement n° {number}",
  certificateSummary:
    "{signer} a approuvé la demande de paiement n° {number} de {project} pour {amount} (travaux réalisés à {percent} %), facturée par {company}, le {date}.",
  photosOmitted:
    "{count, plural, one {# autre photo n'est pas incluse} other {# autres photos ne sont pas incluses}} pour que ce fichier puisse être envoyé par courriel. Toutes les photos sont conservées avec la demande dans PayStage.",
  fingerprintNote:
    "L'empreinte est calculée sur le projet, le numéro de la demande, le montant, l'avancement, la description et le SHA-256 de chaque photo, tels que le client les a vus. Le même contenu donne toujours la même empreinte ; toute modification en donne une autre. Cette attestation et l'image de la signature sont enregistrées sans modification possible.",
  approved: "Demande de paiement approuvée",
  rejected: "Demande de paiement refusée",
  actionItems: "Suivis à faire",
  noActionItems: "Aucun suivi noté.",
  // review: Québec's construction contracts speak of "contrat" and "ordres de modification", not "marché" and "avenants".
  payAppLine1: "1. Montant initial du contrat",
  payAppLine2: "2. Variation nette par ordres de modification",
  payAppLine3: "3. Montant du contrat à ce jour (ligne 1 ± 2)",
} as const satisfies ClientCatalogue;
