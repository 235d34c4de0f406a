import { describe, expect, it } from 'vitest';
import { extractJobName } from './job-title';

describe('extractJobName', () => {
  it.each([
    ['Title: Warehouse operator\nWe need help on our site.', 'Warehouse operator'],
    ['Job Title: Cashier (M/F) - part-time\nServe customers.', 'Cashier'],
    ['**Job title:** Night Shift Security Guard\nProtect the premises.', 'Night Shift Security Guard'],
    ['# Delivery Driver\n\nAbout us: we deliver parcels all over town.', 'Delivery Driver'],
    ['We are hiring a warehouse operator to join our Lyon site. Night shifts.', 'Warehouse operator'],
    ["We're looking for an experienced forklift driver (M/F) with a valid licence.", 'Forklift driver'],
    ['ACME Logistics\nWe are hiring a picker packer for our warehouse in Leeds.', 'Picker packer'],
    ['Job description\nCashier\nYou will serve customers at the till.', 'Cashier'],
    ['Poste : Cariste\nNous recrutons pour notre entrepôt de Lyon.', 'Cariste'],
    ['Intitulé du poste : Agent de sécurité (H/F)\nSurveillance du site.', 'Agent de sécurité'],
    ['Nous recrutons un(e) cariste H/F en CDI pour notre entrepôt de Rungis.', 'Cariste'],
    ["Notre agence est à la recherche d'un serveur motivé pour la saison.", 'Serveur'],
    ['Nous recherchons une vendeuse pour notre boutique de Nantes.', 'Vendeuse'],
    ['Serveur / Serveuse H/F\nNous recherchons une personne dynamique pour notre brasserie.', 'Serveur'],
    ['Employé(e) polyvalent(e) de restauration - CDI\nAccueil des clients.', 'Employé polyvalent de restauration'],
    ['Puesto: Camarero\nBuscamos personal para nuestro restaurante.', 'Camarero'],
    ['Buscamos un/una camarero/a con experiencia para nuestro restaurante en Madrid.', 'Camarero'],
    ['Se busca dependienta para tienda de ropa en Sevilla, jornada parcial.', 'Dependienta'],
    ['Estamos buscando una recepcionista bilingüe para nuestro hotel.', 'Recepcionista bilingüe'],
  ])('%j gives %j', (description, name) => {
    expect(extractJobName(description)).toBe(name);
  });

  it.each([
    ['We are hiring 25 warehouse operators for our Leeds site. Rotating shifts.', 'Warehouse operator'],
    ['Title: 3 x Delivery Drivers (m/f/d)\nDeliver parcels around town.', 'Delivery Driver'],
    ['We are looking for several forklift drivers to join our team in Leeds.', 'Forklift driver'],
    ['Job title: Cashiers (x/f/m) - part-time\nServe customers at the till.', 'Cashier'],
    ['Now hiring: 12 Warehouse Operatives\nPick and pack orders.', 'Warehouse Operative'],
    ['Title: Head of Sales\nLead the sales team.', 'Head of Sales'],
    ['Nous recrutons 3 caristes (H/F) pour notre entrepôt de Rungis.', 'Cariste'],
    ['Poste : 2 agents de sécurité H/F\nSurveillance de nuit du site.', 'Agent de sécurité'],
    [
      'Nous recrutons des préparateurs de commandes (F/H/X) en intérim pour notre plateforme.',
      'Préparateur de commandes',
    ],
    ['Nous recrutons 4 employés polyvalents de restauration pour la saison.', 'Employé polyvalent de restauration'],
    ['Poste : 2 commis de cuisine\nAide en cuisine.', 'Commis de cuisine'],
    ['Buscamos 10 mozos de almacén para nuestro centro de Getafe.', 'Mozo de almacén'],
    ['Se buscan 4 conductores/as (m/f) con carné C para reparto.', 'Conductor'],
    ['Puesto: 5 dependientas\nAtención en tienda de ropa.', 'Dependienta'],
    ['Nous recrutons plusieurs vendeurs et vendeuses pour nos magasins.', 'Vendeur'],
    ['Le Petit Zinc recrute un serveur ou une serveuse pour renforcer son équipe de salle.', 'Serveur'],
    ['Buscamos camarero o camarera para nuestro restaurante en el centro de Valencia.', 'Camarero'],
    ['Buscamos varios ayudantes de cocina para la temporada de verano.', 'Ayudante de cocina'],
  ])('reads a head count and a plural as the one job they name: %j gives %j', (description, name) => {
    expect(extractJobName(description)).toBe(name);
  });

  it.each([
    ['Looking after children aged 3 to 6 in a nursery, preparing activities and meals for them.', 'Open position'],
    ['Nous sommes une entreprise familiale et nous cherchons du renfort pour la saison avec vous.', 'Poste à pourvoir'],
    ['Somos una empresa familiar y necesitamos ayuda para la temporada de verano con usted.', 'Puesto vacante'],
  ])('falls back to a neutral name in the posting language: %j', (description, name) => {
    expect(extractJobName(description)).toBe(name);
  });

  it('keeps names to a sensible length', () => {
    const name = extractJobName(`Title: ${'Senior '.repeat(3)}supervisor of the regional logistics and transport hub`);
    expect(name.length).toBeLessThanOrEqual(80);
    expect(extractJobName(`Title: ${'x'.repeat(300)}\nmore text here to be long enough`).length).toBeLessThanOrEqual(
      80,
    );
  });
});
