// The ready-to-show contractors an admin's demo set is made of: one per trade the product serves.
// Every client address is reserved (example.com, 555-01xx), so a demo can never reach a real person.
import type { Rgb } from "./png";

export type DemoProject = {
  name: string;
  description: string;
  totalValue: number;
  client: { name: string; companyName: string; email: string; phone: string | null };
};

export type DemoProfile = {
  handle: string;
  fullName: string;
  companyName: string;
  phone: string;
  accent: Rgb;
  /** Three projects: [paid then approved], [approved and overdue, reminded], [rejected then pending]. */
  projects: [DemoProject, DemoProject, DemoProject];
  meeting: { title: string; summary: string; keyPoints: string[]; actionItems: string[] };
};

export const DEMO_PROFILES: DemoProfile[] = [
  {
    handle: "electric",
    fullName: "Sam Rivera",
    companyName: "Rivera Electric",
    phone: "+17375550111",
    accent: [230, 160, 30],
    projects: [
      {
        name: "Harper Kitchen Rewire",
        description: "New 200A panel, six dedicated kitchen circuits and under-cabinet lighting.",
        totalValue: 1_850_000,
        client: {
          name: "Olivia Harper",
          companyName: "Harper Residence",
          email: "olivia.harper@example.com",
          phone: "+17375550121",
        },
      },
      {
        name: "Lakeside Dental Lighting Retrofit",
        description: "LED retrofit of 8 operatories and the waiting room, with occupancy sensors.",
        totalValue: 2_400_000,
        client: {
          name: "Dr. Priya Shah",
          companyName: "Lakeside Dental",
          email: "priya.shah@example.com",
          phone: "+17375550122",
        },
      },
      {
        name: "Oakview Duplex Service Upgrade",
        description: "Two 150A services, meter bases and grounding for a duplex conversion.",
        totalValue: 1_200_000,
        client: {
          name: "Tom Alvarez",
          companyName: "Oakview Property Group",
          email: "tom.alvarez@example.com",
          phone: null,
        },
      },
    ],
    meeting: {
      title: "Harper kitchen walkthrough",
      summary: "Walked the kitchen with the owner before trim-out. Island pendants move 6 inches toward the window.",
      keyPoints: ["Island pendants move 6 in. toward the window", "Owner approved the under-cabinet LED color (3000K)"],
      actionItems: ["Order two extra pendant boxes", "Send a change order for the pendant move"],
    },
  },
  {
    handle: "plumbing",
    fullName: "Alex Chen",
    companyName: "Brightwater Plumbing",
    phone: "+17375550112",
    accent: [40, 120, 200],
    projects: [
      {
        name: "Maple Street Repipe",
        description: "Whole-house PEX repipe, new shutoffs and a 50-gallon water heater.",
        totalValue: 1_600_000,
        client: {
          name: "Grace Kim",
          companyName: "Kim Family Home",
          email: "grace.kim@example.com",
          phone: "+17375550131",
        },
      },
      {
        name: "Northgate Cafe Grease Interceptor",
        description: "Install a 50 GPM grease interceptor and re-route the kitchen drains.",
        totalValue: 2_150_000,
        client: {
          name: "Marco Bellini",
          companyName: "Northgate Cafe",
          email: "marco.bellini@example.com",
          phone: "+17375550132",
        },
      },
      {
        name: "Cedar Court Bathroom Remodel",
        description: "Rough-in and finish plumbing for two bathrooms, curbless shower.",
        totalValue: 980_000,
        client: {
          name: "Hannah Brooks",
          companyName: "Cedar Court HOA",
          email: "hannah.brooks@example.com",
          phone: null,
        },
      },
    ],
    meeting: {
      title: "Northgate Cafe site meeting",
      summary: "Met the owner and the GC about the interceptor location. Slab cut approved for Tuesday.",
      keyPoints: ["Slab cut approved for Tuesday", "Cafe closes at 2 pm on install days"],
      actionItems: ["Book the concrete saw", "Confirm the inspection slot with the city"],
    },
  },
  {
    handle: "hvac",
    fullName: "Jordan Okafor",
    companyName: "Summit Heating & Air",
    phone: "+17375550113",
    accent: [200, 70, 60],
    projects: [
      {
        name: "Riverside Office RTU Replacement",
        description: "Replace two 5-ton rooftop units and rebalance the ductwork.",
        totalValue: 4_200_000,
        client: {
          name: "Dana Whitfield",
          companyName: "Riverside Offices",
          email: "dana.whitfield@example.com",
          phone: "+17375550141",
        },
      },
      {
        name: "Bennett Home Heat Pump",
        description: "Ducted heat pump with a new air handler and smart thermostat.",
        totalValue: 1_450_000,
        client: {
          name: "Chris Bennett",
          companyName: "Bennett Residence",
          email: "chris.bennett@example.com",
          phone: "+17375550142",
        },
      },
      {
        name: "Elm School Gym Ventilation",
        description: "Two energy-recovery ventilators for the gym and locker rooms.",
        totalValue: 3_100_000,
        client: {
          name: "Pat Morales",
          companyName: "Elm Street School",
          email: "pat.morales@example.com",
          phone: null,
        },
      },
    ],
    meeting: {
      title: "Riverside crane day planning",
      summary: "Planned the crane lift for both rooftop units with the building manager.",
      keyPoints: ["Crane lift Saturday 7 am", "Parking lot closed from 6 am"],
      actionItems: ["Send the lift plan to the building manager", "Confirm the crane permit"],
    },
  },
];
