import { describe, expect, it } from "vitest";
import { fillReply, replyLanguage, unknownVariables } from "./reply-templates";

const values = {
  name: "Kavita Sharma",
  reference: "UF-7K3Q9D",
  filedOn: "3 November 2026",
  answerBy: "3 December 2026",
  today: "27 November 2026",
};

describe("reply templates", () => {
  it("fill the known variables and leave an unknown one as written", () => {
    expect(fillReply("Dear {name}, on {reference} ({filedOn}) we answer by {answerBy}. {nme}", values)).toBe(
      "Dear Kavita Sharma, on UF-7K3Q9D (3 November 2026) we answer by 3 December 2026. {nme}",
    );
    expect(unknownVariables("Dear {name}, {nme} and {nme}, {today}")).toEqual(["nme"]);
  });

  it("tell a Hindi reply from an English one, and say nothing on too few letters", () => {
    expect(replyLanguage("हमने आपके खाते की जाँच शुरू कर दी है (UF-7K3Q9D)।")).toBe("hi");
    expect(replyLanguage("We have refunded the second charge to your account.")).toBe("en");
    expect(replyLanguage("UF-7K3Q9D 590")).toBeUndefined();
  });
});
