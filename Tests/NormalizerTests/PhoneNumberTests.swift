import Testing

/// Mobile numbers as people write them without separators, said in the groups people say them in.
@Suite("Phone numbers")
struct PhoneNumberTests {
    @Test(arguments: [
        // Indian mobile numbers (ten digits from 6-9) digit by digit in two groups of five;
        // after "+91" the telephone reader says the same.
        ("मोबाइल नंबर 9876543210", "मोबाइल नंबर नौ आठ सात छह पाँच, चार तीन दो एक शून्य"),
        ("98765 43210", "नौ आठ सात छह पाँच, चार तीन दो एक शून्य"),
        ("+91 98765 43210", "प्लस नौ एक, नौ आठ सात छह पाँच, चार तीन दो एक शून्य"),
        ("कॉल करें 7012345678", "कॉल करें सात शून्य एक दो तीन, चार पाँच छह सात आठ"),
    ])
    func hindiMobileNumbers(_ written: String, _ spoken: String) { #expect(say(written, "hi-IN") == spoken) }

    /// Not a mobile number: another first digit, another length, or money.
    @Test func hindiNumbersStayNumbers() {
        #expect(say("9876543210", "hi-IN") == "नौ अरब सत्तासी करोड़ पैंसठ लाख तैंतालीस हज़ार दो सौ दस")
        #expect(!say("1234567890", "hi-IN").contains(","))
        #expect(!say("₹9876543210", "hi-IN").contains(","))
        #expect(!say("98765432101", "hi-IN").contains("नौ आठ सात छह पाँच,"))
    }
}
