ALTER TABLE "paiement" DROP CONSTRAINT "paiement_etat_check";--> statement-breakpoint
ALTER TABLE "paiement" ADD COLUMN "nbr_jour" integer;--> statement-breakpoint
-- Attempts made before the days were frozen: the days their sponsoring has, else their pack's.
UPDATE "paiement" p SET "nbr_jour" = coalesce(
  (select s."nbr_jour" from "sponsoring" s where s."idsponsoring" = p."idsponsoring"),
  (select k."nbr_jour" from "pack_sponsoring" k where k."idpack" = p."idpack"),
  1);--> statement-breakpoint
ALTER TABLE "paiement" ALTER COLUMN "nbr_jour" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "paiement" ADD CONSTRAINT "paiement_nbr_jour_check" CHECK ("paiement"."nbr_jour" between 1 and 365);--> statement-breakpoint
ALTER TABLE "paiement" ADD CONSTRAINT "paiement_etat_check" CHECK ("paiement"."etat" in ('initiee','payee','echouee','annulee','doublon','remboursee'));
